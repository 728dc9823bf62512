import { createContext, useContext } from 'react';

const ImageHostContext = createContext<string | null>(null);

/** The shell tells every remote where uploaded images are public: the runtime config's `imageHost` (S3_PUBLIC_URL). */
export const ImageHostProvider = ImageHostContext.Provider;

/**
 * Where uploaded images are public, or null when the site serves them at `/uploads/`: pass it to
 * `publicImageUrl`, `imageSrcSet` and `imageAtWidth` (contracts), so no image costs a redirect (docs/operations.md).
 */
export function useImageHost(): string | null {
  return useContext(ImageHostContext);
}
