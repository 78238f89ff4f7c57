import { describe, expect, it } from "vitest";
import { deflateRawSync } from "node:zlib";
import { crc32, listZip, readZipMember } from "../../../src/eval/zip.js";

/** Builds a ZIP in memory the way common zip tools do (local headers, central directory, end record). */
function makeZip(members: { name: string; data: Buffer; store?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const m of members) {
    const name = Buffer.from(m.name);
    const body = m.store ? m.data : deflateRawSync(m.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(m.store ? 0 : 8, 8);
    local.writeUInt32LE(crc32(m.data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(m.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(m.store ? 0 : 8, 10);
    central.writeUInt32LE(crc32(m.data), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(m.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

describe("zip reader", () => {
  const csv = Buffer.from("id,question\n1,\"user:hello\tagent:hi\"\n".repeat(50));
  const zip = makeZip([
    { name: "a.csv.zip", data: csv },
    { name: "notes.txt", data: Buffer.from("stored as is"), store: true },
  ]);

  it("lists members from the central directory", () => {
    expect(listZip(zip).map((e) => [e.name, e.method, e.size])).toEqual([
      ["a.csv.zip", 8, csv.length],
      ["notes.txt", 0, 12],
    ]);
  });

  it("inflates a deflated member and copies a stored one", () => {
    expect(readZipMember(zip).equals(csv)).toBe(true);
    expect(readZipMember(zip, "notes.txt").toString()).toBe("stored as is");
  });

  it("names what is wrong", () => {
    expect(() => readZipMember(zip, "missing.csv")).toThrow(/no member missing\.csv.*a\.csv\.zip/);
    expect(() => listZip(Buffer.from("not a zip at all, just text that is long enough"))).toThrow(/end of central directory/);
    const corrupt = Buffer.from(zip);
    corrupt[40] ^= 0xff; // inside the first member's compressed data
    expect(() => readZipMember(corrupt)).toThrow();
  });

  it("computes the standard CRC-32", () => {
    expect(crc32(Buffer.from("123456789"))).toBe(0xcbf43926);
  });
});
