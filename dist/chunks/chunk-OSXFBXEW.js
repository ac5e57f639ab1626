function publishedResult(result){let{_critic_error:_cause,...published}=result;return published}export{publishedResult};
