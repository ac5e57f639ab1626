function a(){({*[yield](){}})}
