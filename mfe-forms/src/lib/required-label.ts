/** Required fields carry the usual asterisk after their label. */
export function requiredLabel(label: string, required: boolean | undefined): string {
  return required ? `${label} *` : label;
}
