// GtpClient against the fake engine in GTP mode.

#include "protocol/client/gtp_client.h"

#include <signal.h>

#include "tests/protocol/fake.h"

using protocol::EngineProcess;
using protocol::GtpClient;
using protocol::Millis;
using protocol::ReplyStatus;

TEST_CASE("GTP response headers") {
  auto h = protocol::parse_gtp_header("= 2");
  REQUIRE(h);
  CHECK(h->success);
  CHECK_FALSE(h->id);
  CHECK(h->text == "2");
  h = protocol::parse_gtp_header("?12 unknown command");
  REQUIRE(h);
  CHECK_FALSE(h->success);
  CHECK(h->id == 12);
  CHECK(h->text == "unknown command");
  h = protocol::parse_gtp_header("=");
  REQUIRE(h);
  CHECK(h->text.empty());
  CHECK_FALSE(protocol::parse_gtp_header("info line"));
  CHECK_FALSE(protocol::parse_gtp_header(""));
}

TEST_CASE("GtpClient: success, failure, multi-line answers, noise, quit") {
  EngineProcess engine;
  fake::start(engine, {"--mode", "gtp"});
  GtpClient gtp(engine);
  auto r = gtp.command("protocol_version", fake::kLong);
  CHECK(r.ok());
  CHECK(r.text == "2");
  r = gtp.command("frobnicate", fake::kLong);
  CHECK(r.status == ReplyStatus::kFailure);
  CHECK(r.text == "unknown command");
  r = gtp.command("multiline", fake::kLong);
  CHECK(r.ok());
  CHECK(r.text == "line one\nline two");
  r = gtp.command("noise", fake::kLong);
  CHECK(r.ok());
  CHECK(r.text == "ok");
  CHECK(r.noise == std::vector<std::string>{"noise line"});
  r = gtp.command("play b a1", fake::kLong);
  CHECK(r.ok());
  CHECK(r.text.empty());
  CHECK(gtp.quit(fake::kLong));
  CHECK(engine.exit_status()->success());
}

TEST_CASE("GtpClient with ids checks the echoed id") {
  EngineProcess engine;
  fake::start(engine, {"--mode", "gtp"});
  GtpClient gtp(engine, true);
  auto r = gtp.command("name", fake::kLong);
  CHECK(r.ok());
  CHECK(r.id == 1);
  CHECK(r.text == "fake-gtp");
  r = gtp.command("version", fake::kLong);
  CHECK(r.id == 2);
  CHECK(r.text == "1.0");
}

TEST_CASE("GtpClient: a timed-out answer is skipped when it arrives late") {
  for (bool ids : {false, true}) {
    CAPTURE(ids);
    EngineProcess engine;
    fake::start(engine, {"--mode", "gtp"});
    GtpClient gtp(engine, ids);
    auto r = gtp.command("slow 150", Millis(20));
    CHECK(r.status == ReplyStatus::kTimeout);
    CHECK(gtp.stale_responses() == 1);
    r = gtp.command("echo fresh", fake::kLong);
    CHECK(r.ok());
    CHECK(r.text == "fresh");
    CHECK(gtp.stale_responses() == 0);
  }
}

TEST_CASE("GtpClient: crash, hang and early exit") {
  SUBCASE("crash") {
    EngineProcess engine;
    fake::start(engine, {"--mode", "gtp"});
    GtpClient gtp(engine);
    auto r = gtp.command("crash", fake::kLong);
    CHECK(r.status == ReplyStatus::kDisconnected);
    auto status = engine.wait_exit(fake::kLong);
    REQUIRE(status);
    CHECK(status->signal == SIGSEGV);
  }
  SUBCASE("hang") {
    EngineProcess engine;
    fake::start(engine, {"--mode", "gtp"});
    GtpClient gtp(engine);
    CHECK(gtp.command("hang", Millis(100)).status == ReplyStatus::kTimeout);
    CHECK_FALSE(gtp.quit(Millis(100)));
    CHECK(engine.exit_status()->signal == SIGKILL);
  }
  SUBCASE("exited before the command") {
    EngineProcess engine;
    fake::start(engine, {"--exit-at-start", "1"});
    REQUIRE(engine.wait_exit(fake::kLong));
    GtpClient gtp(engine);
    CHECK(gtp.command("name", fake::kLong).status == ReplyStatus::kDisconnected);
  }
}
