function *a(){({set b(c){yield}})}
