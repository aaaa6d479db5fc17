/**
 * Actions as GraphQL types: every action type of schemas/actions.schema.json is a member of the
 * `Action` union and a field of the @oneOf `ActionInput`; every schema example goes through the
 * typed input and the typed output unchanged; and on a real server an action sent typed has the
 * same effect as the same action sent as JSON.
 */
import 'reflect-metadata';
import {
  coerceInputValue,
  execute,
  getNamedType,
  isInputObjectType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type GraphQLInputObjectType,
  type GraphQLSchema,
  type GraphQLUnionType,
} from 'graphql';
import { buildApiSchema } from '../../api/graphql/schema';
import { actionFromInput } from '../../api/graphql/typed-actions';
import type { ActionInputType } from '../../api/graphql/generated/actions';
import { assembledSchemas } from '../../tools/schemas';
import { fails, ok, Q } from './support/client';
import { serverForSuite } from './support/server';

// With the actions the mechanism folders bring (engine/mechanisms/<id>/schema.json), as the API serves them.
const schemaJson = assembledSchemas()['actions.schema.json'] as { oneOf: { $ref: string }[]; $defs: Record<string, any> };
/** Every action $def of the JSON Schema, in its oneOf order. */
const defs: { type: string; title: string; properties: string[]; examples: Record<string, unknown>[] }[] = (
  schemaJson.oneOf as { $ref: string }[]
).map(({ $ref }) => {
  const def = schemaJson.$defs[$ref.split('/').pop()!];
  return { type: def.properties.type.const, title: def.title, properties: Object.keys(def.properties), examples: def.examples ?? [] };
});
const camel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A JSON action in the typed input's form: { layTile: { entityType, entity, hex, ... } }. */
function toInput(action: Record<string, unknown>): Record<string, unknown> {
  const { type, ...fields } = action;
  return { [camel(type as string)]: fields };
}

/** A selection of every field of every union member (routes with all their fields). */
function fullSelection(schema: GraphQLSchema): string {
  const union = schema.getType('Action') as GraphQLUnionType;
  const members = union.getTypes().map((t) => {
    const fields = Object.values(t.getFields()).map((f) => {
      const named = getNamedType(f.type);
      return isObjectType(named) ? `${f.name} { ${Object.keys(named.getFields()).join(' ')} }` : f.name;
    });
    return `... on ${t.name} { ${fields.join(' ')} }`;
  });
  return `__typename ${members.join(' ')}`;
}

/** A typed result as the JSON action: __typename and null (absent) fields dropped. */
function untyped(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(untyped);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k, v]) => k !== '__typename' && v !== null)
      .map(([k, v]) => [k, untyped(v)]),
  );
}

describe('typed GraphQL actions: the schema', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildApiSchema();
  });

  it('has every action type of the JSON Schema in the Action union and in ActionInput, with all its fields', () => {
    const union = schema.getType('Action');
    const input = schema.getType('ActionInput');
    if (!isUnionType(union) || !isInputObjectType(input)) throw new Error('Action must be a union and ActionInput an input');
    const members = new Map(union.getTypes().map((t) => [t.name, t]));
    const inputFields = input.getFields();
    const missing: string[] = [];
    for (const def of defs) {
      const object = members.get(def.title);
      if (!object) missing.push(`union Action lacks ${def.title}`);
      else for (const p of def.properties) if (!object.getFields()[p]) missing.push(`${def.title}.${p}`);
      const field = inputFields[camel(def.type)];
      const inputType = field && getNamedType(field.type);
      if (!isInputObjectType(inputType)) missing.push(`ActionInput lacks ${camel(def.type)}`);
      else for (const p of def.properties) if (p !== 'type' && !inputType.getFields()[p]) missing.push(`${inputType.name}.${p}`);
    }
    expect(missing).toEqual([]);
    // And nothing more: the GraphQL actions are exactly the schema's.
    expect(union.getTypes().length).toBe(defs.length);
    expect(Object.keys(inputFields).length).toBe(defs.length);
  });

  it('ActionInput is a @oneOf input: two fields, or none, are refused by GraphQL itself', () => {
    const input = schema.getType('ActionInput') as GraphQLInputObjectType;
    expect(input.isOneOf).toBe(true);
    const errors: string[] = [];
    const two = { pass: { entityType: 'player', entity: 0 }, bankrupt: { entityType: 'player', entity: 0 } };
    coerceInputValue(two, input, (_path, _v, e) => errors.push(e.message));
    coerceInputValue({}, input, (_path, _v, e) => errors.push(e.message));
    expect(errors).toEqual([expect.stringContaining('Exactly one key must be specified'), expect.stringContaining('Exactly one key must be specified')]);
  });

  it('carries every schema example through the typed input unchanged', () => {
    const input = schema.getType('ActionInput') as GraphQLInputObjectType;
    for (const def of defs) {
      expect([def.type, def.examples.length > 0]).toEqual([def.type, true]);
      for (const example of def.examples) {
        const errors: string[] = [];
        const coerced = coerceInputValue(toInput(example), input, (_path, _v, e) => errors.push(e.message));
        expect([def.type, errors]).toEqual([def.type, []]);
        expect(actionFromInput(coerced as ActionInputType)).toEqual(example);
      }
    }
  });

  it('returns every schema example through LegalAction.typed unchanged', async () => {
    const examples = defs.flatMap((d) => d.examples);
    // A stand-in service answering legalActions with the examples: what is tested is the typed
    // output (the union's resolution and every member's fields), not the engine.
    const service = { legalActions: async () => examples.map((action, i) => ({ id: String(i), action })) };
    const document = parse(`query { legalActions(gameId: "g", token: "t") { action typed { ${fullSelection(schema)} } } }`);
    expect(validate(schema, document)).toEqual([]);
    const result = await execute({ schema, document, contextValue: { service } });
    expect(result.errors).toBeUndefined();
    const rows = (result.data as { legalActions: { action: unknown; typed: { __typename: string } }[] }).legalActions;
    expect(rows.map((r) => r.typed.__typename)).toEqual(examples.map((e) => defs.find((d) => d.type === e.type)!.title));
    for (const [i, row] of rows.entries()) expect(untyped(row.typed)).toEqual(examples[i]);
  });
});

describe('typed GraphQL actions: a real game (postgres)', () => {
  const suite = serverForSuite('postgres');
  const LEGAL = (selection: string) =>
    `query($gameId: ID!, $token: String!) { legalActions(gameId: $gameId, token: $token) { id action params typed { ${selection} } } }`;
  const ACT_TYPED = `mutation($gameId: ID!, $token: String!, $typedAction: ActionInput, $action: JSON, $expectedIndex: Int) {
    act(gameId: $gameId, token: $token, typedAction: $typedAction, action: $action, expectedIndex: $expectedIndex) { index actionCount log finished activeSeats } }`;
  const PREVIEW = `query($gameId: ID!, $token: String!, $typedAction: ActionInput, $action: JSON) {
    preview(gameId: $gameId, token: $token, typedAction: $typedAction, action: $action) { log bankAfter finished players { seat cashBefore cashAfter } corporations { id cashAfter } } }`;
  const STATE = `query($id: ID!) { game(id: $id) { actionCount activeSeats players { seat cash netWorth } corporations { id cash sharePrice president } } exportGame(gameId: $id) }`;

  /** Actions played each way: through the private auction into the first stock round. */
  const ACTIONS = 30;

  async function newGame() {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: '1870', players: ['Ann', 'Bob', 'Cy'], seed: 'typed' } });
    return { id: createGame.gameId as string, tokens: createGame.seats.map((s: { token: string }) => s.token) as string[] };
  }

  it('acts and previews the same through typedAction as through JSON, over 30 actions of 1870', async () => {
    const json = await newGame();
    const typed = await newGame();
    const selection = fullSelection(await buildApiSchema());
    let seat = (await ok(suite.url, STATE, { id: json.id })).game.activeSeats[0] as number;
    for (let i = 0; i < ACTIONS; i++) {
      const legal = (await ok(suite.url, LEGAL(selection), { gameId: typed.id, token: typed.tokens[seat] })).legalActions as {
        id: string;
        action: Record<string, unknown>;
        params?: { price?: { min: number } };
        typed: Record<string, unknown>;
      }[];
      expect(legal.length).toBeGreaterThan(0);
      // The typed form of each legal action is its JSON form.
      for (const l of legal) expect(untyped(l.typed)).toEqual(l.action);
      // Not always the first: walk through the auction and stock round with some variety.
      const choice = legal[(i * 7) % legal.length]!;
      const action = { ...choice.action, ...(choice.params?.price ? { price: choice.params.price.min } : {}) };
      const previewJson = await ok(suite.url, PREVIEW, { gameId: json.id, token: json.tokens[seat], action });
      const previewTyped = await ok(suite.url, PREVIEW, { gameId: typed.id, token: typed.tokens[seat], typedAction: toInput(action) });
      expect(previewTyped).toEqual(previewJson);
      const byJson = await ok(suite.url, ACT_TYPED, { gameId: json.id, token: json.tokens[seat], action, expectedIndex: i });
      const byTyped = await ok(suite.url, ACT_TYPED, { gameId: typed.id, token: typed.tokens[seat], typedAction: toInput(action), expectedIndex: i });
      expect(byTyped).toEqual(byJson);
      seat = byJson.act.activeSeats[0];
    }
    const a = await ok(suite.url, STATE, { id: json.id });
    const b = await ok(suite.url, STATE, { id: typed.id });
    expect(b.game).toEqual(a.game);
    expect(b.exportGame.actions).toEqual(a.exportGame.actions);
    expect(a.game.actionCount).toBe(ACTIONS);
    // The stored actions read back typed, as they were sent.
    const events = (await ok(suite.url, `query($id: ID!) { game(id: $id) { events { action typed { ${selection} } } } }`, { id: typed.id })).game
      .events as { action: unknown; typed: unknown }[];
    expect(events).toHaveLength(ACTIONS);
    for (const e of events) expect(untyped(e.typed)).toEqual(e.action);
  }, 300_000);

  it('refuses an action sent both ways, and a typed action the engine refuses as it would the JSON', async () => {
    const g = await newGame();
    const seat = (await ok(suite.url, STATE, { id: g.id })).game.activeSeats[0] as number;
    const pass = { type: 'pass', entityType: 'player', entity: seat };
    const both = await fails(suite.url, ACT_TYPED, { gameId: g.id, token: g.tokens[seat], action: pass, typedAction: toInput(pass) });
    expect(both.extensions?.code).toBe('INVALID_INPUT');
    const two = await fails(suite.url, ACT_TYPED, {
      gameId: g.id,
      token: g.tokens[seat],
      typedAction: { ...toInput(pass), bankrupt: { entityType: 'player', entity: seat } },
    });
    expect(two.message).toMatch(/Exactly one key must be specified for OneOf type "ActionInput"/);
    // Written in the query itself rather than in a variable, too.
    const literal = await fails(
      suite.url,
      `mutation($gameId: ID!, $token: String!) { act(gameId: $gameId, token: $token, typedAction: { pass: { entityType: player, entity: ${seat} }, bankrupt: { entityType: player, entity: ${seat} } }) { index } }`,
      { gameId: g.id, token: g.tokens[seat] },
    );
    expect(literal.message).toMatch(/OneOf Input Object "ActionInput" must specify exactly one key/);
    const neither = await fails(suite.url, PREVIEW, { gameId: g.id, token: g.tokens[seat] });
    expect(neither.extensions?.code).toBe('INVALID_INPUT');
    // A share buy during the private auction: refused the same way in both forms.
    const buy = { type: 'buy_shares', entityType: 'player', entity: seat, corporation: 'ATSF', from: 'ipo', percent: 10 };
    const asJson = await fails(suite.url, ACT_TYPED, { gameId: g.id, token: g.tokens[seat], action: buy });
    const asTyped = await fails(suite.url, ACT_TYPED, { gameId: g.id, token: g.tokens[seat], typedAction: toInput(buy) });
    expect(asTyped.message).toBe(asJson.message);
    expect(asTyped.extensions?.code).toBe(asJson.extensions?.code);
    // A typed field of the wrong type never reaches the engine.
    const bad = await fails(suite.url, ACT_TYPED, {
      gameId: g.id,
      token: g.tokens[seat],
      typedAction: { buyShares: { ...toInput(buy).buyShares as object, from: 'attic' } },
    });
    expect(bad.message).toMatch(/BuySharesFrom/);
    // An undo entry in the log is not an action: its `typed` is null.
    const [first] = (await ok(suite.url, Q.legalActions, { gameId: g.id, token: g.tokens[seat] })).legalActions as { action: object }[];
    await ok(suite.url, ACT_TYPED, { gameId: g.id, token: g.tokens[seat], typedAction: toInput(first!.action as Record<string, unknown>) });
    await ok(suite.url, `mutation($gameId: ID!, $token: String!) { undo(gameId: $gameId, token: $token) { index } }`, { gameId: g.id, token: g.tokens[seat] });
    const events = (await ok(suite.url, `query($id: ID!) { game(id: $id) { events { action typed { __typename } } } }`, { id: g.id })).game.events;
    expect(events.map((e: { action: { type: string }; typed: { __typename: string } | null }) => [e.action.type, e.typed?.__typename ?? null])).toEqual([
      [(first!.action as { type: string }).type, expect.stringMatching(/Action$/)],
      ['undo', null],
    ]);
  }, 180_000);

  it('serves the action JSON Schema, as a query and over HTTP', async () => {
    const { actionSchema } = await ok(suite.url, '{ actionSchema }');
    expect(actionSchema.$id).toBe('https://switchyard.dev/schemas/actions.schema.json');
    expect(actionSchema.oneOf).toHaveLength(defs.length);
    const res = await fetch(new URL('/schemas/actions.json', suite.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/schema\+json/);
    expect(await res.json()).toEqual(actionSchema);
  });
});
