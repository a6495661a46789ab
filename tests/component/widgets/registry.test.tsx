import { describe, expect, it } from 'vitest';
import { baseRegistry } from '../../../src/ui/base-registry.js';
import { hasWidget, type RJSFSchema } from '@rjsf/utils';
import { FIELD_NAMES, WIDGET_NAMES, WIDGET_RULES } from '../../../src/engine/index.js';
import { mobileTheme } from '../../../src/ui/index.js';

describe('the mobile theme registry', () => {
  const widgets = { ...baseRegistry().widgets, ...mobileTheme.widgets };

  it('has a component for every name the ranked widget rules can choose', () => {
    for (const rule of WIDGET_RULES) {
      if (rule.kind === 'field') expect(mobileTheme.fields?.[rule.name], rule.name).toBeTypeOf('function');
      else expect(hasWidget({ type: 'string' } as RJSFSchema, rule.name, widgets), rule.name).toBe(true);
    }
  });

  it('registers every widget and field name a product may name', () => {
    for (const name of Object.values(WIDGET_NAMES)) expect(hasWidget({ type: 'string' } as RJSFSchema, name, widgets), name).toBe(true);
    for (const name of Object.values(FIELD_NAMES)) expect(mobileTheme.fields?.[name], name).toBeTypeOf('function');
  });
});
