import { describe, expect, it } from 'vitest';
import { loginMachine, LOGIN_ACTIONS, type LoginInput, type LoginResponse } from '../../../flows/index.js';
import { answering, failing, runMachine, type FakeActor } from './support/run-machine.js';

const user = { userId: 'U-1' };
const ok: LoginResponse = { succ: true, tipCode: null, tipType: null, tipMsg: null, data: { token: 'tok-1', user } };

function start(input: LoginInput, actors: Record<string, FakeActor> = {}) {
  return runMachine(loginMachine, input, {
    sendSmsCode: answering({ resendAfter: 60 }),
    submitLogin: answering(ok),
    verifySmsCode: answering({ verifyToken: 'VT-1' }),
    resetPassword: answering({ token: 'tok-reset', user }),
    setPassword: answering(user),
    ...actors,
  }, LOGIN_ACTIONS);
}

describe('login machine', () => {
  it('logs in by SMS code: sends the code, submits it with the phone, stores the token and ends with it', async () => {
    const run = start({ mode: 'sms' });
    await run.at('sms.editing');
    run.actor.send({ type: 'SEND_CODE', areaCode: '853', phone: '62345678' });
    await run.until((snapshot) => snapshot.context.codeSent);
    expect(run.recorded.calls.sendSmsCode).toEqual([{ areaCode: '853', phone: '62345678', purpose: 'login' }]);
    run.actor.send({ type: 'SUBMIT_SMS', areaCode: '853', phone: '62345678', smsCode: '123456', recommender: 'REC-1' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.calls.submitLogin).toEqual([{ loginType: 'smsCode', areaCode: '853', phone: '62345678', smsCode: '123456', recommender: 'REC-1' }]);
    expect(run.recorded.actions).toEqual([{ type: 'storeSession', params: { token: 'tok-1', user } }]);
    expect(run.actor.getSnapshot().output).toEqual({ token: 'tok-1', user });
  });

  it('accepts a code sent on an earlier visit: SUBMIT_SMS carries the phone it was sent to', async () => {
    const run = start({ mode: 'sms' });
    await run.at('sms.editing');
    run.actor.send({ type: 'SUBMIT_SMS', areaCode: '853', phone: '62345678', smsCode: '123456' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.calls.sendSmsCode).toBeUndefined();
    expect(run.recorded.calls.submitLogin).toEqual([{ loginType: 'smsCode', areaCode: '853', phone: '62345678', smsCode: '123456' }]);
  });

  it('takes the code submitted while its request is still being answered, and sends it once', async () => {
    let answerCode: (value: unknown) => void = () => undefined;
    const run = start({ mode: 'sms' }, { sendSmsCode: () => new Promise((resolve) => { answerCode = resolve; }) });
    await run.at('sms.editing');
    run.actor.send({ type: 'SEND_CODE', areaCode: '853', phone: '62345678' });
    await run.at('sms.sendingCode');
    run.actor.send({ type: 'SUBMIT_SMS', areaCode: '853', phone: '62345678', smsCode: '123456', recommender: 'REC-1' });
    await run.until((snapshot) => snapshot.status === 'done');
    answerCode({ resendAfter: 60 });
    expect(run.recorded.calls.submitLogin).toEqual([{ loginType: 'smsCode', areaCode: '853', phone: '62345678', smsCode: '123456', recommender: 'REC-1' }]);
    expect(run.actor.getSnapshot().output).toEqual({ token: 'tok-1', user });
  });

  it('on T00009 hides the recommender, stays on the form, and sends none on the next try', async () => {
    let answers = 0;
    const run = start({ mode: 'password' }, {
      submitLogin: async () => (answers++ === 0 ? { succ: false, tipCode: 'T00009', tipType: 'E', tipMsg: 'no recommender', data: null } : ok),
    });
    run.actor.send({ type: 'SUBMIT_PASSWORD', areaCode: '853', phone: '62345678', password: 'Secret#2030', recommender: 'REC-1' });
    await run.until((snapshot) => snapshot.context.recommenderHidden);
    expect(run.actor.getSnapshot().matches({ password: 'editing' })).toBe(true);
    expect(run.recorded.actions).toEqual([]);
    run.actor.send({ type: 'SUBMIT_PASSWORD', areaCode: '853', phone: '62345678', password: 'Secret#2030', recommender: 'REC-1' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.calls.submitLogin?.[1]).toEqual({ loginType: 'password', areaCode: '853', phone: '62345678', password: 'Secret#2030' });
  });

  it('returns a T01002 response with tipType T as is, storing no token even when it carries one', async () => {
    const asIs: LoginResponse = { succ: true, tipCode: 'T01002', tipType: 'T', tipMsg: 'please confirm', data: { token: 'tok-x', user } };
    const run = start({ mode: 'password' }, { submitLogin: answering(asIs) });
    run.actor.send({ type: 'SUBMIT_PASSWORD', areaCode: '853', phone: '62345678', password: 'Secret#2030' });
    await run.at('answered');
    expect(run.actor.getSnapshot().context).toMatchObject({ response: asIs, token: null });
    expect(run.recorded.actions).toEqual([]);
    run.actor.send({ type: 'BACK' });
    await run.at('password.editing');
  });

  it('stays on the form with the tipMsg of a failing response, and with the message when the call fails', async () => {
    const run = start({ mode: 'password' }, { submitLogin: answering({ succ: false, tipCode: 'E1', tipType: 'E', tipMsg: 'wrong password', data: null }) });
    run.actor.send({ type: 'SUBMIT_PASSWORD', areaCode: '853', phone: '62345678', password: 'x' });
    await run.until((snapshot) => snapshot.context.error === 'wrong password');
    expect(run.actor.getSnapshot().matches({ password: 'editing' })).toBe(true);

    const offline = start({ mode: 'password' }, { submitLogin: failing('offline') });
    offline.actor.send({ type: 'SUBMIT_PASSWORD', areaCode: '853', phone: '62345678', password: 'x' });
    await offline.until((snapshot) => snapshot.context.error === 'offline');
  });

  it('resets a forgotten password with the verify token of the checked code, and is then signed in', async () => {
    const run = start({ mode: 'forgotPwd' });
    run.actor.send({ type: 'SEND_CODE', areaCode: '853', phone: '62345678' });
    await run.until((snapshot) => snapshot.context.codeSent);
    expect(run.recorded.calls.sendSmsCode).toEqual([{ areaCode: '853', phone: '62345678', purpose: 'resetPwd' }]);
    run.actor.send({ type: 'VERIFY', smsCode: '654321' });
    await run.at('forgot.newPassword');
    expect(run.recorded.calls.verifySmsCode).toEqual([{ areaCode: '853', phone: '62345678', smsCode: '654321' }]);
    run.actor.send({ type: 'SET_PASSWORD', password: 'Secret#2031' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.calls.resetPassword).toEqual([{ verifyToken: 'VT-1', password: 'Secret#2031' }]);
    expect(run.recorded.actions).toEqual([{ type: 'storeSession', params: { token: 'tok-reset', user } }]);
    expect(JSON.stringify(run.actor.getSnapshot().context)).not.toContain('Secret#2031');
  });

  it('checks a reset code typed while its request is still being answered, and counts it as sent', async () => {
    const run = start({ mode: 'forgotPwd' }, { sendSmsCode: () => new Promise(() => undefined), verifySmsCode: failing('wrong code') });
    run.actor.send({ type: 'SEND_CODE', areaCode: '853', phone: '62345678' });
    await run.at('forgot.sendingCode');
    run.actor.send({ type: 'VERIFY', smsCode: '654321' });
    await run.until((snapshot) => snapshot.context.error === 'wrong code');
    expect(run.recorded.calls.verifySmsCode).toEqual([{ areaCode: '853', phone: '62345678', smsCode: '654321' }]);
    expect(run.actor.getSnapshot().context.codeSent).toBe(true);
  });

  it('sets a password then logs in: SMS login first, the password with the new token, then done', async () => {
    const run = start({ mode: 'setPwdThenLogin' });
    run.actor.send({ type: 'SEND_CODE', areaCode: '853', phone: '62345678' });
    await run.until((snapshot) => snapshot.context.codeSent);
    run.actor.send({ type: 'SUBMIT_SMS', areaCode: '853', phone: '62345678', smsCode: '123456' });
    await run.at('setPassword.editing');
    run.actor.send({ type: 'SET_PASSWORD', password: 'Secret#2032', username: 'chan_tai_man' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('done');
    expect(run.recorded.calls.setPassword).toEqual([{ token: 'tok-1', username: 'chan_tai_man', password: 'Secret#2032' }]);
  });

  it('sets the password of a signed-in user, and without a session offers the login choice instead', async () => {
    const run = start({ mode: 'setPwd', token: 'tok-now' });
    await run.at('setPassword.editing');
    run.actor.send({ type: 'SKIP' });
    expect(run.actor.getSnapshot().matches({ setPassword: 'editing' })).toBe(true);
    run.actor.send({ type: 'SET_PASSWORD', password: 'Secret#2033' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('passwordSet');

    const signedOut = start({ mode: 'setPwd' });
    await signedOut.at('choosing');
  });
});
