import { notMeSchema, type NotMePayload, type NotMeRecorded } from '@caliber/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiDoc } from '../api-description/api-doc.decorator.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { NotMeService } from './not-me.service.js';

@Controller('mail')
export class NotMeController {
  constructor(private readonly notMe: NotMeService) {}

  @Post('not-me')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Records "this was not me" from a confirmation e-mail, by the signed token of its link: the address is never written to again; no sign-in',
    returns: 'NotMeRecorded',
  })
  record(@Body(new SchemaPipe(notMeSchema)) { token }: NotMePayload): Promise<NotMeRecorded> {
    return this.notMe.record(token);
  }
}
