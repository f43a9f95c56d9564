/** A material that matches one of the client's allergies. */
export interface AllergyWarning {
  materialName: string;
  allergy: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `phrase` occurs in `text` as whole words, ignoring case ('gel' in 'Gel Polish', not in 'Angel'). */
function containsWords(text: string, phrase: string): boolean {
  const words = phrase.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  if (words === '') return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${words}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * The chosen materials whose name or description names one of the client's allergies, as whole
 * words and ignoring case. The booking form and panel show each one and ask staff to acknowledge.
 */
export function allergyWarnings(
  materials: readonly { name: string; description?: string | null }[],
  allergies: readonly string[],
): AllergyWarning[] {
  const warnings: AllergyWarning[] = [];
  for (const material of materials) {
    const text = `${material.name} ${material.description ?? ''}`;
    for (const allergy of allergies) {
      if (containsWords(text, allergy))
        warnings.push({ materialName: material.name, allergy: allergy.trim() });
    }
  }
  return warnings;
}
