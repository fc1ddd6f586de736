import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** The beacon's body is empty JSON; the client may name the path it left. */
export class PageHiddenDto {
  @ApiPropertyOptional({ example: '/members' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^\//)
  path?: string;
}
