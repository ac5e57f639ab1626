function *a(){({get b(){yield}})}
