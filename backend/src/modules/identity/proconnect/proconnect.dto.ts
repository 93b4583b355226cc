import { ApiProperty } from '@nestjs/swagger';
import { NestedForm } from '../../../core/http/validators.js';
import { OrganismDto } from '../dto/register.dto.js';

export class ProConnectIdentityStepDto {
  @ApiProperty({ type: OrganismDto })
  @NestedForm(() => OrganismDto)
  organism: OrganismDto = new OrganismDto();
}

/** The organisation step of a registration through ProConnect: names, address and password come from ProConnect. */
export class ProConnectRegisterDto {
  @ApiProperty({ type: ProConnectIdentityStepDto })
  @NestedForm(() => ProConnectIdentityStepDto)
  identity: ProConnectIdentityStepDto = new ProConnectIdentityStepDto();
}
