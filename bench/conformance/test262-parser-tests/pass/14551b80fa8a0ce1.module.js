export function a () {}
