import {
  searchAlertSchema,
  searchAlertTokenSchema,
  type ManagedSearchAlerts,
  type SearchAlertConfirmed,
  type SearchAlertDeleted,
  type SearchAlertManageLinkSent,
  type SearchAlertPayload,
  type SearchAlertRequested,
  type SearchAlertTokenPayload,
} from '@caliber/contracts';
import { Body, Controller, Delete, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiDoc } from '../api-description/api-doc.decorator.js';
import { IdPipe } from '../common/id.pipe.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { LimitPublicWrites } from '../rate-limit/public-write.guard.js';
import { SearchAlertsService } from './search-alerts.service.js';

/** Search alerts' public calls: no sign-in, the signed tokens of the e-mails' links are the proof (docs/search-alerts.md). */
@Controller('search-alerts')
export class SearchAlertsController {
  constructor(private readonly alerts: SearchAlertsService) {}

  @Post()
  @LimitPublicWrites('search-alerts')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Asks for an e-mail when a watch matching a search arrives: the address is sent a confirmation link; the same answer whatever the address has asked before',
    returns: 'SearchAlertRequested',
    errors: [429],
  })
  request(@Body(new SchemaPipe(searchAlertSchema)) payload: SearchAlertPayload): Promise<SearchAlertRequested> {
    return this.alerts.request(payload);
  }

  @Post('confirm')
  @LimitPublicWrites('search-alerts')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Confirms a search alert, by the signed token of its confirmation link; 409 when the address has 20 confirmed alerts already',
    returns: 'SearchAlertConfirmed',
    errors: [409, 429],
  })
  confirm(@Body(new SchemaPipe(searchAlertTokenSchema)) { token }: SearchAlertTokenPayload): Promise<SearchAlertConfirmed> {
    return this.alerts.confirm(token);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiDoc({ summary: 'Deletes the search alert an e-mail was sent for, by the signed token of its unsubscribe link', returns: 'SearchAlertDeleted' })
  unsubscribe(@Body(new SchemaPipe(searchAlertTokenSchema)) { token }: SearchAlertTokenPayload): Promise<SearchAlertDeleted> {
    return this.alerts.unsubscribe(token);
  }

  @Post('manage')
  @HttpCode(200)
  // An address's own alerts: kept by no cache on the way.
  @Header('Cache-Control', 'no-store')
  @ApiDoc({
    summary: "Every search alert of the address a manage link's signed token names; 410 when the link is more than 30 days old",
    returns: 'ManagedSearchAlerts',
    errors: [410],
  })
  list(@Body(new SchemaPipe(searchAlertTokenSchema)) { token }: SearchAlertTokenPayload): Promise<ManagedSearchAlerts> {
    return this.alerts.list(token);
  }

  @Post('manage-link')
  @LimitPublicWrites('search-alerts')
  @HttpCode(202)
  @ApiDoc({ summary: "Mails a new manage link to the address an expired manage link's signed token names", returns: 'SearchAlertManageLinkSent', errors: [429] })
  sendManageLink(@Body(new SchemaPipe(searchAlertTokenSchema)) { token }: SearchAlertTokenPayload): Promise<SearchAlertManageLinkSent> {
    return this.alerts.sendManageLink(token);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiDoc({ summary: "Deletes one of the search alerts of the address a manage link's signed token (in the body) names", returns: 'SearchAlertDeleted', errors: [410] })
  delete(@Param('id', IdPipe) id: number, @Body(new SchemaPipe(searchAlertTokenSchema)) { token }: SearchAlertTokenPayload): Promise<SearchAlertDeleted> {
    return this.alerts.delete(id, token);
  }
}
