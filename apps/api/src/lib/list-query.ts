import { and, asc, desc, eq, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { isCalendarDay, PG_INT_MAX, type ListQuery } from '@portal/domain';
import { AppError } from './errors.ts';

/**
 * The shared list query of DESIGN.md section 4, turned into SQL pieces with whitelisted fields only.
 * A field name that is not declared answers 400; a value is always a bound parameter, never SQL text.
 *
 * search:  "text" (matched against searchFields, or every searchable text field)
 *          or "field:value;field[]:a,b" (exact filters; [] means any of a comma list)
 * fuzzy:   "text" matched as a substring against fuzzyFields (or every fuzzy field)
 * filter:  "field;field" to return only those fields
 */
export type ListField = {
  column: Column | SQL;
  /**
   * In search=field:value a 'number' is a whole number 0..2,147,483,647 (every filterable number is an
   * id in an integer column) and a 'date' a real calendar day; anything else answers 400 naming the field.
   */
  type: 'text' | 'number' | 'enum' | 'date' | 'boolean';
  sortable?: boolean;
  /** Empty values sort after the others in both directions. */
  nullsLast?: boolean;
  /** May be used in search=field:value. */
  filterable?: boolean;
  /** Matched by a plain search or fuzzy text. */
  textSearch?: boolean;
  values?: readonly string[];
};

/** What a field allows, without its column: enough to name the field in the API document. */
export type ListFieldKind = Omit<ListField, 'column'>;

/** The names each list parameter accepts, from a spec's fields (lib/http/openapi-fixes.ts). */
export function listFieldNames(fields: Record<string, ListFieldKind>) {
  const names = (want: (f: ListFieldKind) => boolean | undefined) =>
    Object.entries(fields)
      .filter(([, f]) => want(f))
      .map(([name]) => name);
  return {
    orderBy: names((f) => f.sortable),
    search: names((f) => f.filterable || f.textSearch),
    searchFields: names((f) => f.textSearch),
    filter: names(() => true),
  };
}

/** A spec's fields from kinds declared once (module level) and columns known only per query. */
export function withColumns<K extends string>(
  kinds: Record<K, ListFieldKind>,
  columns: Record<K, Column | SQL>,
): Record<K, ListField> {
  const fields = {} as Record<K, ListField>;
  for (const name of Object.keys(kinds) as K[]) fields[name] = { ...kinds[name], column: columns[name] };
  return fields;
}

export type ListSpec = {
  fields: Record<string, ListField>;
  defaultOrderBy: string;
  defaultSortedBy: 'asc' | 'desc';
  defaultPageSize: number;
  /** Extra stable tie-breaker, usually the primary key. */
  tieBreaker?: Column | SQL;
};

export type BuiltListQuery = {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  page: number;
  pageSize: number;
  /** Fields to return, or null for all. */
  select: string[] | null;
  /** The field=value filters of a structured search, by field (lets a caller answer a total another way). */
  equalities: Record<string, Array<string | number | boolean>>;
  /** Whether a text search (search, fuzzy or a text clause) narrows the rows. */
  textSearch: boolean;
  /** Each text match applied (search, fuzzy or a text clause): the fields it looked in and the text. */
  textMatches: Array<{ fields: string[]; text: string }>;
  /** The field the list is sorted by (the spec's default when the query names none) and its direction. */
  sort: { field: string; descending: boolean };
};

const bad = (param: string, message: string) => AppError.badRequest(param, message);

function parseValue(field: ListField, name: string, raw: string): string | number | boolean {
  const value = raw.trim();
  switch (field.type) {
    case 'number': {
      const n = Number(value);
      if (value === '' || !Number.isFinite(n)) throw bad('search', `${name} must be a number`);
      if (!/^\d{1,10}$/.test(value) || n > PG_INT_MAX)
        throw bad('search', `${name} must be a whole number from 0 to ${PG_INT_MAX}`);
      return n;
    }
    case 'boolean':
      if (value !== 'true' && value !== 'false' && value !== '1' && value !== '0')
        throw bad('search', `${name} must be true or false`);
      return value === 'true' || value === '1';
    case 'enum': {
      const upper = value.toUpperCase();
      const match = field.values?.find((v) => v.toUpperCase() === upper);
      if (!match) throw bad('search', `${name} must be one of ${field.values?.join(', ')}`);
      return match;
    }
    case 'date':
      if (!isCalendarDay(value)) throw bad('search', `${name} must be a real date (YYYY-MM-DD)`);
      return value;
    default:
      return value;
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ILIKE pattern a text search matches with: the text, trimmed, anywhere (its % and _ taken literally). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.trim())}%`;
}

function textMatch(fields: Array<[string, ListField]>, text: string): SQL | undefined {
  const pattern = containsPattern(text);
  const parts = fields.map(([, f]) =>
    f.type === 'text' ? ilike(f.column as Column, pattern) : sql`cast(${f.column} as text) ilike ${pattern}`,
  );
  return parts.length ? or(...parts) : undefined;
}

function pickFields(
  spec: ListSpec,
  list: string | undefined,
  param: string,
  want: (f: ListField) => boolean,
) {
  if (!list) return Object.entries(spec.fields).filter(([, f]) => want(f));
  return list
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((name) => {
      const field = spec.fields[name];
      if (!field || !want(field)) throw bad(param, `Unknown field '${name}'`);
      return [name, field] as [string, ListField];
    });
}

export function buildListQuery(query: ListQuery, spec: ListSpec, extraWhere?: SQL): BuiltListQuery {
  const conditions: SQL[] = [];
  if (extraWhere) conditions.push(extraWhere);
  const equalities: BuiltListQuery['equalities'] = {};
  const textMatches: BuiltListQuery['textMatches'] = [];
  let textSearch = false;
  const matchText = (fields: Array<[string, ListField]>, text: string) => {
    const m = textMatch(fields, text);
    if (m) textMatches.push({ fields: fields.map(([name]) => name), text: text.trim() });
    return m;
  };

  const search = query.search?.trim();
  if (search) {
    const isStructured = /^[A-Za-z_]+(\[\])?:/.test(search);
    if (isStructured) {
      for (const clause of search.split(';').filter((c) => c.trim())) {
        const idx = clause.indexOf(':');
        if (idx < 0) throw bad('search', `Malformed search clause '${clause}'`);
        const rawName = clause.slice(0, idx).trim();
        const many = rawName.endsWith('[]');
        const name = many ? rawName.slice(0, -2) : rawName;
        const field = spec.fields[name];
        if (!field || !(field.filterable || field.textSearch)) throw bad('search', `Unknown field '${name}'`);
        const rawValue = clause.slice(idx + 1);
        if (many || field.filterable) {
          const values = rawValue
            .split(',')
            .filter((v) => v.trim() !== '')
            .map((v) => parseValue(field, name, v));
          if (!values.length) continue;
          // Clauses are ANDed: a field named twice keeps only the values both allow.
          const before = equalities[name];
          equalities[name] = before ? values.filter((v) => before.includes(v)) : values;
          conditions.push(
            values.length === 1
              ? eq(field.column as Column, values[0])
              : inArray(field.column as Column, values as (string | number)[]),
          );
        } else {
          const m = matchText([[name, field]], rawValue);
          if (m) conditions.push(m);
          textSearch ||= !!m;
        }
      }
    } else {
      const fields = pickFields(spec, query.searchFields, 'searchFields', (f) => !!f.textSearch);
      const m = matchText(fields, search);
      if (m) conditions.push(m);
      textSearch ||= !!m;
    }
  }

  const fuzzy = query.fuzzy?.trim();
  if (fuzzy) {
    const fields = pickFields(spec, query.fuzzyFields, 'fuzzyFields', (f) => !!f.textSearch);
    const m = matchText(fields, fuzzy);
    if (m) conditions.push(m);
    textSearch ||= !!m;
  }

  const orderName = query.orderBy ?? spec.defaultOrderBy;
  const orderField = spec.fields[orderName];
  if (!orderField || !orderField.sortable) throw bad('orderBy', `Cannot order by '${orderName}'`);
  const direction = query.sortedBy ?? spec.defaultSortedBy;
  const dir = direction === 'asc' ? asc : desc;
  // A field whose empty value means 'the standard one' (a venue without a custom rake) keeps those rows
  // after the set values both ways, so 'descending' starts at the highest.
  const orderBy = [
    orderField.nullsLast
      ? sql`${orderField.column} ${sql.raw(direction === 'asc' ? 'asc' : 'desc')} nulls last`
      : dir(orderField.column),
  ];
  if (spec.tieBreaker) orderBy.push(dir(spec.tieBreaker));

  let select: string[] | null = null;
  if (query.filter) {
    select = query.filter
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const name of select) if (!spec.fields[name]) throw bad('filter', `Unknown field '${name}'`);
  }

  const pageSize = query.pageSize ?? spec.defaultPageSize;
  return {
    where: conditions.length ? and(...conditions) : undefined,
    orderBy,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
    page: query.page,
    pageSize,
    select,
    equalities,
    textSearch,
    textMatches,
    sort: { field: orderName, descending: direction !== 'asc' },
  };
}

/** Keeps only the requested fields of each row (the `filter` parameter). */
export function selectFields<T extends Record<string, unknown>>(
  rows: T[],
  select: string[] | null,
): Partial<T>[] {
  if (!select) return rows;
  return rows.map(
    (row) => Object.fromEntries(select.filter((k) => k in row).map((k) => [k, row[k]])) as Partial<T>,
  );
}

export function paged<T>(data: T[], total: number, built: BuiltListQuery) {
  return { data, perPage: built.pageSize, total, currentPage: built.page };
}
