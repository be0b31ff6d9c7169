// The two crypto-js modules the translator loads, typed as far as it uses them (the package ships no types).
declare module 'crypto-js/core' {
  export interface WordArray {
    sigBytes: number;
  }
  export interface Encoder {
    parse(text: string): WordArray;
    stringify(words: WordArray): string;
  }
  const CryptoJS: {
    lib: { WordArray: { random(bytes: number): WordArray } };
    enc: { Hex: Encoder; Base64: Encoder; Utf8: Encoder };
    mode: { CBC: unknown };
    pad: { Pkcs7: unknown };
  };
  export default CryptoJS;
}

declare module 'crypto-js/aes' {
  import type { WordArray } from 'crypto-js/core';
  const AES: {
    encrypt(message: WordArray, key: WordArray, options: { iv: WordArray; mode: unknown; padding: unknown }): { ciphertext: WordArray };
  };
  export default AES;
}
