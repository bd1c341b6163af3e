import { getSchema } from "better-auth/db";
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { authOptionsForSchema, authTables } from "~/server/auth.server";
const ourTables: Record<string, PgTable> = authTables;

const columnType: Record<string, string> = {
  string: "string",
  boolean: "boolean",
  date: "date",
  number: "number",
};

describe("the staff tables", () => {
  // Better Auth's own schema command needs Node 22; this keeps schema.ts in step with what it asks for.
  const wanted = getSchema(authOptionsForSchema() as never);

  it("hold every model Better Auth uses, and only those", () => {
    expect(Object.keys(wanted).sort()).toEqual(Object.keys(ourTables).sort());
  });

  for (const [model, { fields }] of Object.entries(wanted)) {
    it(`give ${model} every field Better Auth asks for, of the same kind`, () => {
      const table = ourTables[model];
      expect(table, model).toBeDefined();
      const columns = getTableColumns(table!);
      for (const [field, spec] of Object.entries(fields)) {
        const column = columns[field];
        expect(column, `${model}.${field}`).toBeDefined();
        expect(column!.dataType, `${model}.${field} type`).toBe(columnType[String(spec.type)]);
        if (spec.required && spec.defaultValue === undefined) {
          expect(column!.notNull, `${model}.${field} not null`).toBe(true);
        }
        if (spec.unique) expect(column!.isUnique, `${model}.${field} unique`).toBe(true);
      }
    });
  }
});
