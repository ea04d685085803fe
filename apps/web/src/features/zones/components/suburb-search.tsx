import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import {
  SUBURB_SEARCH_DEBOUNCE_MS,
  ZONE_MESSAGES,
  postcodeAddFailed,
  suburbKey,
  type Suburb,
  type ZoneSuburbLink,
} from '@portal/domain';
import { notifyError } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAddPostcode, useSuburbSearch } from '../../../api/zones.ts';

type Option = { kind: 'postcode'; postcode: string; state: string } | { kind: 'suburb'; suburb: Suburb };

const optionLabel = (o: Option) =>
  o.kind === 'postcode'
    ? `${o.postcode} (all suburbs)`
    : `${o.suburb.name}, ${o.suburb.state} ${o.suburb.postcode}`;

/** Suburb results, led by their postcodes when the search is a postcode. */
function optionsOf(search: string, suburbs: Suburb[]): Option[] {
  const options: Option[] = [];
  if (/^\d+$/.test(search.trim())) {
    const seen = new Set<string>();
    for (const s of suburbs) {
      if (seen.has(s.postcode)) continue;
      seen.add(s.postcode);
      options.push({ kind: 'postcode', postcode: s.postcode, state: s.state });
    }
  }
  return [...options, ...suburbs.map((suburb) => ({ kind: 'suburb' as const, suburb }))];
}

/**
 * The draft with a postcode's links merged in: a postcode result turns on all its suburbs, a suburb result
 * only that one (plus ones already on); blocked suburbs stay off.
 */
function mergeAdded(current: ZoneSuburbLink[], added: ZoneSuburbLink[], option: Option): ZoneSuburbLink[] {
  const byKey = new Map(current.map((l) => [suburbKey(l.suburb), l]));
  for (const link of added) {
    const key = suburbKey(link.suburb);
    const on =
      !link.blocked &&
      (option.kind === 'postcode' ||
        (option.suburb.name === link.suburb.name && option.suburb.state === link.suburb.state) ||
        Boolean(byKey.get(key)?.enabled));
    byKey.set(key, { ...link, enabled: on });
  }
  return [...byKey.values()];
}

/** What the list says when it has no options: a failed search says so, never 'No suburbs or postcodes found'. */
function emptyText(input: string, failed: boolean): string {
  if (!input.trim()) return ZONE_MESSAGES.enterSearch;
  return failed ? ZONE_MESSAGES.searchFailed : ZONE_MESSAGES.noSuburbsFound;
}

type Props = {
  zoneId: number;
  /** Resets the typed text (the dialog opening again). */
  resetKey: unknown;
  onAdd: (merge: (current: ZoneSuburbLink[]) => ZoneSuburbLink[]) => void;
};

/** Search by suburb or postcode; a chosen result adds its postcode's suburbs to the draft. */
export function SuburbSearch({ zoneId, resetKey, onAdd }: Props) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SUBURB_SEARCH_DEBOUNCE_MS);
  const results = useSuburbSearch(search);
  const addPostcode = useAddPostcode();
  // The typed text still matches the failed search: a new text asks again, and says Loading meanwhile.
  const failed = results.isError && input === search;

  useEffect(() => setInput(''), [resetKey]);

  useEffect(() => {
    if (results.isError) notifyError(ZONE_MESSAGES.searchFailed);
  }, [results.isError]);

  const options = useMemo(
    () => (failed ? [] : optionsOf(search, results.data ?? [])),
    [failed, search, results.data],
  );

  const choose = async (option: Option | null) => {
    if (!option) return;
    const postcode = option.kind === 'postcode' ? option.postcode : option.suburb.postcode;
    try {
      const added = await addPostcode.mutateAsync({ id: zoneId, postcode });
      onAdd((current) => mergeAdded(current, added, option));
      setInput('');
    } catch {
      notifyError(postcodeAddFailed(postcode));
    }
  };

  return (
    <Autocomplete<Option>
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, v, reason) => {
        if (reason !== 'reset') setInput(v);
      }}
      onChange={(_, o) => void choose(o)}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => optionLabel(a) === optionLabel(b)}
      filterOptions={(x) => x}
      loading={(results.isFetching && !failed) || addPostcode.isPending}
      noOptionsText={emptyText(input, failed)}
      slotProps={{ listbox: { style: { maxHeight: 250 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search suburb or postcode"
          placeholder={ZONE_MESSAGES.enterSearch}
          error={failed}
        />
      )}
    />
  );
}
