import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * The address step's body, of a listing or an operation (the columns of AddressColumns). Its
 * rules are the shared validators'; this class only names the accepted fields.
 */
export class AddressFormDto {
  @ApiPropertyOptional() @Allow() postal?: unknown;
  @ApiPropertyOptional({ description: 'Code INSEE ou nom de la commune' }) @Allow() city?: unknown;
  @ApiPropertyOptional() @Allow() deliveryLocation?: unknown;
  @ApiPropertyOptional() @Allow() deliveryNotes?: unknown;
  @ApiPropertyOptional({
    description: "Site de l'annuaire des établissements (valeur de /establishment_sites/0) ; vide pour l'effacer",
  })
  @Allow()
  establishment?: unknown;
}
