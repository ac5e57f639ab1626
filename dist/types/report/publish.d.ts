export declare function publishableText(text: string): string;
