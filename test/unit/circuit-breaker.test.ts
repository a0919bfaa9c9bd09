// The external shop's circuit breaker on a controlled clock: it opens after a run of failures (or
// fewer timeouts), fails every call without calling while open, lets one trial through once the
// open period is over, and closes on its success or opens again on its failure.
import assert from "node:assert/strict";
import { test } from "node:test";
import { CircuitBreaker, CircuitOpenError, type BreakerState, type CallOutcome } from "../../server/ticketing/circuit-breaker.ts";

function breakerOnClock() {
  let at = 1_000_000;
  const changes: BreakerState[] = [];
  const breaker = new CircuitBreaker({ failureThreshold: 4, timeoutThreshold: 2, openMs: 10_000, now: () => at });
  breaker.onChange((state) => changes.push(state));
  let calls = 0;
  const call = (outcome: CallOutcome) =>
    breaker.run(
      async () => {
        calls += 1;
        if (outcome !== "success") throw new Error(outcome);
        return "answer";
      },
      (result) => ("value" in result ? "success" : ((result.error as Error).message as CallOutcome)),
    );
  return { breaker, changes, call, calls: () => calls, advance: (ms: number) => (at += ms) };
}

test("a run of failures opens the circuit; while open no call is made", async () => {
  const { breaker, changes, call, calls } = breakerOnClock();
  for (let i = 0; i < 3; i++) await assert.rejects(call("failure"));
  assert.equal(breaker.state(), "closed", "three failures are not yet a dead shop");
  await assert.rejects(call("failure"));
  assert.equal(breaker.state(), "open");
  assert.deepEqual(changes, ["open"]);
  await assert.rejects(call("success"), CircuitOpenError);
  assert.equal(calls(), 4, "the open circuit did not call");
});

test("a success in between starts the count again; two timeouts in a row open at once", async () => {
  const { breaker, call } = breakerOnClock();
  for (let i = 0; i < 3; i++) await assert.rejects(call("failure"));
  assert.equal(await call("success"), "answer");
  await assert.rejects(call("timeout"));
  await assert.rejects(call("failure"));
  await assert.rejects(call("timeout"));
  assert.equal(breaker.state(), "closed", "timeouts apart are failures like others");
  await assert.rejects(call("timeout"));
  assert.equal(breaker.state(), "open", "the fourth failure");
  const second = breakerOnClock();
  await assert.rejects(second.call("timeout"));
  await assert.rejects(second.call("timeout"));
  assert.equal(second.breaker.state(), "open", "two timeouts in a row");
});

test("after the open period one trial call: its success closes the circuit", async () => {
  const { breaker, changes, call, calls, advance } = breakerOnClock();
  for (let i = 0; i < 4; i++) await assert.rejects(call("failure"));
  advance(9_999);
  assert.equal(breaker.state(), "open");
  await assert.rejects(call("success"), CircuitOpenError);
  advance(1);
  assert.equal(breaker.state(), "half-open");
  assert.equal(await call("success"), "answer");
  assert.equal(breaker.state(), "closed");
  assert.deepEqual(changes, ["open", "closed"]);
  assert.equal(calls(), 5);
});

test("a failed trial opens the circuit for another period; only one trial at a time", async () => {
  const { breaker, call, calls, advance } = breakerOnClock();
  for (let i = 0; i < 4; i++) await assert.rejects(call("failure"));
  advance(10_000);
  let finishTrial!: () => void;
  const trial = breaker.run(
    () => new Promise<string>((resolve, reject) => (finishTrial = () => reject(new Error("failure")))).then((value) => value),
    () => "failure",
  );
  await assert.rejects(call("success"), CircuitOpenError, "a second call during the trial is not made");
  finishTrial();
  await assert.rejects(trial);
  assert.equal(breaker.state(), "open");
  advance(9_999);
  await assert.rejects(call("success"), CircuitOpenError);
  advance(1);
  assert.equal(await call("success"), "answer");
  assert.equal(calls(), 5);
});
