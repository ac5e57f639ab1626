var errorMessage=e=>e instanceof Error?e.message:String(e);export{errorMessage};
