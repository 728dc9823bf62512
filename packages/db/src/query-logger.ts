import { AdvancedConsoleLogger, type QueryRunner } from 'typeorm';

/**
 * TypeORM's console logger, except that a failed query is written without its parameters: they carry
 * password hashes, session tokens and customers' details, which never belong in a log (docs/architecture.md).
 */
export class QueryLogger extends AdvancedConsoleLogger {
  override logQueryError(error: string, query: string, _parameters?: unknown, queryRunner?: QueryRunner): void {
    super.logQueryError(error, query, undefined, queryRunner);
  }
}
