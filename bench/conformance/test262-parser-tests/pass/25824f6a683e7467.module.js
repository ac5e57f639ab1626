export class a {}
;