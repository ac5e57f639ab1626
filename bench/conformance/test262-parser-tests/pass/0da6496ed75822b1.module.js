export function a () {} false
