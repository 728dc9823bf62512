/** A pathname as the BFF keys pages: without trailing slashes ('/' stays '/'). */
export const trimPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
