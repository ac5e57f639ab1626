export declare function singleLine(text: string): string;
