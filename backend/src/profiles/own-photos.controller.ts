import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PhotoOrderDto, parseId, type OwnPhotosResponse, type UserResponse } from '@amoretto/shared';
import { AccountsService } from '../accounts/accounts.service';
import { RequestContextService } from '../accounts/request-context.service';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { ApiException } from '../common/api-exception';
import { OwnPhotosService } from './own-photos.service';

/** A path id that cannot be a photo is answered like a photo that does not exist. */
function photoId(raw: string): number {
  const id = parseId(raw);
  if (id === undefined) throw new ApiException('not_found', HttpStatus.NOT_FOUND);
  return id;
}

@ApiTags('photos')
@Controller('api/photos')
export class OwnPhotosController {
  constructor(
    private readonly photos: OwnPhotosService,
    private readonly accounts: AccountsService,
    private readonly context: RequestContextService,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'The member\'s own photos, main image first, and their photo limit' })
  async list(@Req() request: AuthenticatedRequest): Promise<OwnPhotosResponse> {
    return this.photos.list(request.userId, await this.cdnPrefix(request));
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
  async reorder(@Req() request: AuthenticatedRequest, @Body() body: PhotoOrderDto): Promise<OwnPhotosResponse> {
    return this.photos.reorder(request.userId, body.ids, await this.cdnPrefix(request));
  }

  @Delete(':id')
  @Authenticated()
  @ApiOperation({ summary: 'Delete an own photo; the next one becomes the main image when needed' })
  async remove(@Req() request: AuthenticatedRequest, @Param('id') id: string): Promise<OwnPhotosResponse> {
    return this.photos.remove(request.userId, photoId(id), await this.cdnPrefix(request));
  }

  @Post(':id/main')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Make an own photo the main image' })
  async makeMain(@Req() request: AuthenticatedRequest, @Param('id') id: string): Promise<OwnPhotosResponse> {
    return this.photos.makeMain(request.userId, photoId(id), await this.cdnPrefix(request));
  }

  private async cdnPrefix(request: AuthenticatedRequest): Promise<string> {
    return (await this.context.site(request)).cdn_prefix;
  }
}
