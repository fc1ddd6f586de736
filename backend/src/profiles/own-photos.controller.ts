import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PhotoOrderDto, type OwnPhotosResponse, type UserResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { AccountsService } from '../accounts/accounts.service';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { ApiException } from '../common/api-exception';
import { IdParam } from '../common/id.pipe';
import { CurrentSite } from '../sites/current-site.decorator';
import { OwnPhotosService } from './own-photos.service';

@ApiTags('photos')
@Controller('api/photos')
export class OwnPhotosController {
  constructor(
    private readonly photos: OwnPhotosService,
    private readonly accounts: AccountsService,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: "The member's own photos, main image first, and their photo limit" })
  async list(@Req() request: AuthenticatedRequest, @CurrentSite() site: SiteEntity): Promise<OwnPhotosResponse> {
    return this.photos.list(request.userId, site.cdn_prefix);
  }

  @Post()
  @Authenticated()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOperation({ summary: 'Upload a photo (field "file": JPEG, PNG or WebP); the first becomes the main image' })
  async upload(@Req() request: AuthenticatedRequest): Promise<UserResponse> {
    const file = request.isMultipart() ? await request.file() : undefined;
    if (!file) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, { file: ['isDefined'] });
    await this.photos.add(request.userId, await file.toBuffer());
    return { user: await this.accounts.me(request.userId) };
  }

  // Declared before the :id routes so "order" is never taken for an id.
  @Put('order')
  @Authenticated()
  @ApiOperation({ summary: 'Reorder: every own photo id, main image first' })
  async reorder(
    @Req() request: AuthenticatedRequest,
    @Body() body: PhotoOrderDto,
    @CurrentSite() site: SiteEntity,
  ): Promise<OwnPhotosResponse> {
    return this.photos.reorder(request.userId, body.ids, site.cdn_prefix);
  }

  @Delete(':id')
  @Authenticated()
  @ApiOperation({ summary: 'Delete an own photo; the next one becomes the main image when needed' })
  async remove(
    @Req() request: AuthenticatedRequest,
    @IdParam('id', 'not_found') id: number,
    @CurrentSite() site: SiteEntity,
  ): Promise<OwnPhotosResponse> {
    return this.photos.remove(request.userId, id, site.cdn_prefix);
  }

  @Post(':id/main')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Make an own photo the main image' })
  async makeMain(
    @Req() request: AuthenticatedRequest,
    @IdParam('id', 'not_found') id: number,
    @CurrentSite() site: SiteEntity,
  ): Promise<OwnPhotosResponse> {
    return this.photos.makeMain(request.userId, id, site.cdn_prefix);
  }
}
