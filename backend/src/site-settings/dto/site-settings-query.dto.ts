import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';

/**
 * The client forwards the query string of the page it loads (tracking parameters and
 * the like), so keys this DTO does not name are dropped rather than refused.
 */
export class SiteSettingsQueryDto {
  static allowUnknownKeys = true as const;

  @ApiPropertyOptional({ description: 'Country the visitor selected (ISO 3166-1 alpha-2)', example: 'CH' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @Matches(/^[A-Z]{2}$/)
  country?: string;
}
