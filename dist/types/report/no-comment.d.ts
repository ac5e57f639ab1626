export declare function noHtmlComment(text: string): string;
