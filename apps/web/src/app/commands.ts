/**
 * Commands are data: a keyboard shortcut, a menu item and a button that do the same thing come from
 * one definition. The keyboard-shortcuts issue makes the letters configurable.
 */
export interface CommandDefinition<Name extends string> {
  name: Name;
  keyTest: (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) => boolean;
}

function modifierWithShift(letter: string): CommandDefinition<never>['keyTest'] {
  return (event) =>
    (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === letter;
}

export const shellCommands = [
  { name: 'toggleSidebar', keyTest: modifierWithShift('s') },
] as const satisfies readonly CommandDefinition<string>[];

export type ShellCommandName = (typeof shellCommands)[number]['name'];
