import type { Plugin } from '@confab/core';
import { PluginsIcon } from '@confab/ui';

/** The plugin's emoji, or the Plugins icon when it has none; decorative, the title names it. */
export function PluginIcon({ plugin, className }: { plugin: Plugin; className: string }) {
  return (
    <span className={className} aria-hidden="true">
      {plugin.emoji === undefined || plugin.emoji === '' ? <PluginsIcon size={18} /> : plugin.emoji}
    </span>
  );
}
