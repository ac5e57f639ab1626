function *a(){({*[yield](){}})}
