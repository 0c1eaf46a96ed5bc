export declare const NONCE_HEADER: string;
