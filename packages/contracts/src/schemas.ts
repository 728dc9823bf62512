import { array, define, enums, object, optional, type Infer } from 'superstruct';
import { INQUIRY_KINDS, INQUIRY_STATUSES } from './entities.js';
import { blankAsAbsent, email, id, imageUrl, LIMITS, nonNegativeInteger, operatorPassword, optionalText, REQUIRED_MESSAGE, requiredText } from './fields.js';
import { withJsonSchema } from './json-schema.js';
import { pagingQueryFields } from './paging.js';
import { tradeInInquirySchema } from './trade-in.js';
import { either } from './validation.js';
import { availability, slug, WATCH_FIELD_STRUCTS, type WatchRecord } from './watch-fields.js';

export const subscriptionSchema = object({ email: email() });
export type SubscriptionPayload = Infer<typeof subscriptionSchema>;

/** A watch inquiry or a contact message (`watchId` of a contact message: docs/api.md). */
export const inquirySchema = object({
  name: requiredText(LIMITS.name),
  email: email(),
  phone: optionalText(LIMITS.phone),
  message: requiredText(LIMITS.message),
  watchId: optional(id),
  kind: optional(enums(['watch', 'contact'] as const)),
});
export type InquiryPayload = Infer<typeof inquirySchema>;

const isTradeIn = (value: unknown) => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'trade-in';

/** POST /api/inquiries: a trade-in request under the trade-in form's rules, any other message under {@link inquirySchema}. */
export const inquiryRequestSchema = either(isTradeIn, tradeInInquirySchema, inquirySchema);
export type InquiryRequest = Infer<typeof inquiryRequestSchema>;

export const watchFormSchema = object(WATCH_FIELD_STRUCTS);
export type WatchFormPayload = Infer<typeof watchFormSchema>;

/** The text fields the Watch Inventory table edits in place. */
export const INLINE_EDIT_FIELDS = ['brand', 'model', 'reference', 'price'] as const;
export type InlineEditField = (typeof INLINE_EDIT_FIELDS)[number];
/** What a row of the Watch Inventory table changes on its own: the text cells, the featured toggle and the availability. */
export const ROW_EDIT_FIELDS = [...INLINE_EDIT_FIELDS, 'featured', 'availability'] as const;
export type RowEditField = (typeof ROW_EDIT_FIELDS)[number];
export type WatchFieldPatch = Partial<Pick<WatchRecord, RowEditField>>;

/** A row edit: exactly one of brand, model, reference, price, featured or availability. */
const watchFieldPatchCheck = define<WatchFieldPatch>('watchFieldPatch', (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Expected a JSON object';
  const keys = Object.keys(value);
  const field = keys[0] as RowEditField;
  if (keys.length !== 1 || !ROW_EDIT_FIELDS.includes(field)) {
    return `Send the full watch, or exactly one of: ${ROW_EDIT_FIELDS.join(', ')}`;
  }
  const fieldValue = (value as Record<string, unknown>)[field];
  if (fieldValue === undefined || fieldValue === null) return `${field}: ${REQUIRED_MESSAGE}`;
  const [failure] = WATCH_FIELD_STRUCTS[field].validate(fieldValue, { coerce: true });
  return failure ? `${field}: ${failure.message}` : true;
});
export const watchFieldPatchSchema = withJsonSchema(watchFieldPatchCheck, {
  type: 'object',
  properties: {
    ...Object.fromEntries(INLINE_EDIT_FIELDS.map((field) => [field, WATCH_FIELD_STRUCTS[field].schema])),
    featured: { type: 'boolean' },
    availability: availability.schema,
  },
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
  description: `Exactly one of: ${ROW_EDIT_FIELDS.join(', ')}.`,
});

/**
 * True when the watch fields a PUT body names are all editable on their own, so it is read (and checked) as a
 * row edit; keys the watch form does not know are left out of the decision, as checking drops them.
 */
export function isInlineEdit(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const known = Object.keys(body).filter((key) => key in watchFormSchema.schema);
  return known.length > 0 && known.every((key) => (ROW_EDIT_FIELDS as readonly string[]).includes(key));
}

/** PUT /api/admin/watches/{id}: one inline-edited field, or the full watch. */
export const watchUpdateSchema = either(isInlineEdit, watchFieldPatchSchema, watchFormSchema);
export type WatchUpdatePayload = Infer<typeof watchUpdateSchema>;

export const collectionFormSchema = object({
  name: requiredText(LIMITS.name),
  description: requiredText(LIMITS.collectionDescription),
  imageUrl,
  slug,
  // Absent on an edit keeps the current position; a new collection starts at 0.
  displayOrder: optional(nonNegativeInteger),
});
export type CollectionFormPayload = Infer<typeof collectionFormSchema>;

export const reorderSchema = object({
  collectionOrders: array(object({ id, displayOrder: nonNegativeInteger })),
});
export type ReorderPayload = Infer<typeof reorderSchema>;

/** `code`: the authenticator's six digits or a recovery code, once the operator has a second factor (docs/security.md). */
export const loginSchema = object({
  username: requiredText(LIMITS.username),
  password: requiredText(LIMITS.password),
  code: optional(blankAsAbsent(requiredText(LIMITS.secondFactorCode))),
});
export type LoginPayload = Infer<typeof loginSchema>;

/** PUT /api/auth/password: the signed-in operator's current password and the new one. */
export const passwordChangeSchema = object({
  currentPassword: requiredText(LIMITS.password),
  newPassword: operatorPassword,
});
export type PasswordChangePayload = Infer<typeof passwordChangeSchema>;

/** POST /api/admin/account/totp: the operator's password again, before a new secret is made. */
export const totpEnrolSchema = object({ password: requiredText(LIMITS.password) });
export type TotpEnrolPayload = Infer<typeof totpEnrolSchema>;

/** Confirming the enrolment (the authenticator's code) or turning the second factor off (its code or a recovery code). */
export const secondFactorCodeSchema = object({ code: requiredText(LIMITS.secondFactorCode) });
export type SecondFactorCodePayload = Infer<typeof secondFactorCodeSchema>;

export const inquiryListQuerySchema = object({
  ...pagingQueryFields,
  kind: optional(blankAsAbsent(enums(INQUIRY_KINDS))),
  status: optional(blankAsAbsent(enums(INQUIRY_STATUSES))),
});
export type InquiryListQuery = Infer<typeof inquiryListQuerySchema>;

/** PUT /api/admin/inquiries/{id}. */
export const inquiryStatusSchema = object({ status: enums(INQUIRY_STATUSES) });
export type InquiryStatusPayload = Infer<typeof inquiryStatusSchema>;

/** POST /api/unsubscribe: the token of the link in a newsletter e-mail. */
export const unsubscribeSchema = object({ token: requiredText(LIMITS.unsubscribeToken) });
export type UnsubscribePayload = Infer<typeof unsubscribeSchema>;

/** POST /api/subscriptions/confirm: the token of the link in the confirmation e-mail. */
export const confirmSubscriptionSchema = object({ token: requiredText(LIMITS.confirmationToken) });
export type ConfirmSubscriptionPayload = Infer<typeof confirmSubscriptionSchema>;
