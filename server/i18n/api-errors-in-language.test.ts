import { describe, expect, it } from "vitest";
import { ERROR_REASONS } from "../../shared/api/errors";
import { firstA1Lesson } from "../learning/learning.test-helpers";
import { createTestApp, post, signUp, validRegistration } from "../test/test-app";

// The API keeps writing the spec's English messages; an answer to a request that asks for another
// language (the browser sends the interface language as Accept-Language) comes back translated.

describe("error answers in the request's language", () => {
  it("answers a registration with a short password in Japanese for Accept-Language: ja, in English without it", async () => {
    const { request } = await createTestApp();
    const body = validRegistration({ password: "1234567" });

    const japanese = await request().post("/api/register").set("Content-Type", "application/json").set("Accept-Language", "ja").send(body);
    expect(japanese.status).toBe(400);
    expect(japanese.body).toMatchObject({
      code: "validation",
      message: "パスワードは 8 文字以上で入力してください",
      errors: { password: ["パスワードは 8 文字以上で入力してください"] },
    });
    expect(JSON.stringify(japanese.body)).not.toContain("Password must be");

    const english = await post(request(), "/api/register", body);
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({
      code: "validation",
      message: "Password must be at least 8 characters",
      errors: { password: ["Password must be at least 8 characters"] },
    });
  });

  it("translates each field's messages and follows the best language of the header", async () => {
    const { request } = await createTestApp();
    const response = await request()
      .post("/api/register")
      .set("Content-Type", "application/json")
      .set("Accept-Language", "pt-BR, es;q=0.8, en;q=0.5")
      .send(validRegistration({ username: "ab", email: "not-an-email", termsAccepted: false }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("El nombre de usuario debe tener al menos 3 caracteres");
    expect(response.body.errors).toMatchObject({
      username: ["El nombre de usuario debe tener al menos 3 caracteres"],
      email: ["La dirección de correo no es válida"],
      termsAccepted: ["Debes aceptar los términos y condiciones"],
    });
  });

  it("translates a 401 and a 403", async () => {
    const testApp = await createTestApp();

    const visitor = await testApp.request().get("/api/me").set("Accept-Language", "ja");
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: "続けるにはログインしてください", code: "unauthorized" });
    const englishVisitor = await testApp.request().get("/api/me");
    expect(englishVisitor.body).toEqual({ message: "Please sign in to continue", code: "unauthorized" });

    const { agent } = await signUp(testApp);
    const student = await agent.get("/api/admin/users").set("Accept-Language", "de-DE");
    expect(student.status).toBe(403);
    expect(student.body).toEqual({ message: "Administratorzugriff erforderlich", code: "forbidden" });

    const wrongPassword = await agent
      .post("/api/me/close")
      .set("Content-Type", "application/json")
      .set("Accept-Language", "fr")
      .send({ password: "not-my-password" });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body.message).toBe("Ce mot de passe n’est pas le bon. Votre compte reste ouvert.");
  });

  it("translates a sign-in refusal and leaves a success answer as it is", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    const refused = await testApp
      .request()
      .post("/api/login")
      .set("Content-Type", "application/json")
      .set("Accept-Language", "zh-CN")
      .send({ username: "thandi", password: "wrong-password" });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("用户名或密码错误");

    const signedIn = await testApp
      .request()
      .post("/api/login")
      .set("Content-Type", "application/json")
      .set("Accept-Language", "zh-CN")
      .send({ username: "thandi", password: "sunflower-42" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.username).toBe("thandi");
  });

  it("keeps a refusal's reason as it is: a program branches on it in every language", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const { lesson } = await firstA1Lesson(testApp);
    const japanese = await agent.get(`/api/lessons/${lesson.id}`).set("Accept-Language", "ja");
    expect(japanese.status).toBe(403);
    expect(japanese.body.code).toBe("forbidden");
    expect(ERROR_REASONS).toContain(japanese.body.reason);
    const english = await agent.get(`/api/lessons/${lesson.id}`).set("Accept-Language", "en");
    expect(english.body.reason).toBe(japanese.body.reason);
    expect(english.body.message).not.toBe(japanese.body.message);
  });
});
