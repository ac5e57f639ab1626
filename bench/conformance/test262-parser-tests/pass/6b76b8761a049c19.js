function *a(){({set b(yield){}})}
