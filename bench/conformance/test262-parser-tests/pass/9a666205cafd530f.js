function *a(){({b(){yield}})}
