export function a(){}
;