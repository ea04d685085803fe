import { afterEach, describe, expect, it } from 'vitest';
import { hasUnsavedInput } from './unsaved-input.ts';

/** What a person typing does to a field: its value changes and an `input` event bubbles. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('unsaved input on the page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    hasUnsavedInput(); // forgets the fields that left
  });

  it('counts a field the supplier typed in, until it leaves the page', () => {
    document.body.innerHTML = '<form><input name="name"><textarea></textarea></form>';
    expect(hasUnsavedInput()).toBe(false);
    type(document.querySelector('textarea')!, 'Fresh basil');
    expect(hasUnsavedInput()).toBe(true);
    document.querySelector('form')!.remove();
    expect(hasUnsavedInput()).toBe(false);
  });

  it('counts a choice (a change event) as input', () => {
    document.body.innerHTML = '<select><option>a</option><option>b</option></select>';
    document.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(true);
  });

  it('leaves search fields out: their text is kept in the address', () => {
    document.body.innerHTML = '<input type="search"><div role="search"><input></div><input role="searchbox">';
    for (const field of document.querySelectorAll('input')) type(field, 'basil');
    expect(hasUnsavedInput()).toBe(false);
  });
});
