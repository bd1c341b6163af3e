import { describe, expect, it } from "vitest";
import { appendContactSubmission, CONTACT_STORAGE_KEY } from "~/browser/contact-storage";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const message = { name: "Asha", email: "asha@example.in", phone: "", subject: "Quote", message: "Hi" };

describe("appendContactSubmission", () => {
  it("appends with the creation time as id (ms) and timestamp (ISO)", () => {
    const storage = new MemoryStorage();
    appendContactSubmission(message, new Date("2026-01-02T03:04:05.678Z"), storage);
    appendContactSubmission({ ...message, name: "Ravi" }, new Date("2026-01-03T00:00:00.000Z"), storage);
    const stored = JSON.parse(storage.getItem(CONTACT_STORAGE_KEY) ?? "null");
    expect(stored).toEqual([
      { ...message, id: 1767323045678, timestamp: "2026-01-02T03:04:05.678Z" },
      { ...message, name: "Ravi", id: 1767398400000, timestamp: "2026-01-03T00:00:00.000Z" },
    ]);
  });

  it("starts a new list when the stored value is not one", () => {
    const storage = new MemoryStorage();
    storage.setItem(CONTACT_STORAGE_KEY, "{broken");
    appendContactSubmission(message, new Date(0), storage);
    expect(JSON.parse(storage.getItem(CONTACT_STORAGE_KEY) ?? "null")).toHaveLength(1);
  });
});
