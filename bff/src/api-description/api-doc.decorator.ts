import type { ApiErrorCode, ApiErrorStatus, JsonSchema } from '@caliber/contracts';
import { SetMetadata } from '@nestjs/common';

/** Another answer a call may give besides its success. */
export interface AlternativeAnswer {
  status: number;
  /** Its body, named by its TypeScript type in @caliber/contracts. */
  returns: string;
  description: string;
}

/** What a route's metadata cannot say about it: read by the API description (docs/api.md). */
export interface OperationDoc {
  summary: string;
  /**
   * The success body: named by its TypeScript type in @caliber/contracts (responses have no runtime schema),
   * a schema when it is not JSON from contracts, or null when there is none.
   */
  returns: string | JsonSchema | null;
  /** The success status when the handler sets it itself; otherwise @HttpCode or Nest's default. */
  status?: number;
  /** Failure statuses beyond those the route's guard, pipes and path parameters imply. */
  errors?: ApiErrorStatus[];
  alsoAnswers?: AlternativeAnswer[];
  /** A failure whose `error` is more precise than its status's own (`second_factor_required`, a 401). */
  alsoFails?: { status: ApiErrorStatus; error: ApiErrorCode; description: string }[];
}

export const OPERATION_DOC = 'caliber:operation-doc';

export const ApiDoc = (doc: OperationDoc) => SetMetadata(OPERATION_DOC, doc);
