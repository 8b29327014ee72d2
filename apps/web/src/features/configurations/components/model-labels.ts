import type { ItemInfo, LabelOf, Language, Message, ModelDefinition } from '@portal/contract';
import { nameInLanguage } from '@portal/contract';
import type { TFunction } from 'i18next';

/** Options and groups named in the reader's language (their code when unknown), for the engine's messages. */
export function labelsOf(definition: ModelDefinition, language: Language): LabelOf {
  const names = new Map<string, string>();
  for (const group of definition.groups) {
    names.set(`group:${group.code}`, nameInLanguage(group.names, language));
    for (const option of group.options)
      names.set(`option:${option.code}`, nameInLanguage(option.names, language));
  }
  return (type, code) => names.get(`${type}:${code}`) ?? code;
}

/** A material as pickers and BOM lines show it: code and name. */
export function itemLabel(item: ItemInfo | undefined, language: Language): string {
  return item ? `${item.code} ${nameInLanguage(item.names, language)}` : '--';
}

/** A message of the rule engine, translated. */
export function say(t: TFunction, message: Message): string {
  return t(message.key, message.params);
}
