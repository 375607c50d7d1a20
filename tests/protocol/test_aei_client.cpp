// AeiClient against the fake engine in AEI mode.

#include "protocol/client/aei_client.h"

#include <signal.h>

#include "tests/protocol/fake.h"

using protocol::AeiClient;
using protocol::EngineProcess;
using protocol::Millis;
using protocol::ReplyStatus;

TEST_CASE("AeiClient: handshake, options, isready, search, ponder, quit") {
  EngineProcess engine;
  fake::start(engine, {"--mode", "aei", "--think-ms", "50"});
  AeiClient aei(engine);
  auto r = aei.handshake(fake::kLong);
  CHECK(r.ok());
  CHECK(aei.identity().protocol_version == "1");
  CHECK(aei.identity().name == "Fake AEI");
  CHECK(aei.identity().author == "Tests");
  CHECK(aei.identity().version == "1.0");

  CHECK(aei.setoption("tcmove", "30"));
  CHECK(aei.setoption("bogus", "1"));
  r = aei.isready(fake::kLong);
  CHECK(r.ok());
  CHECK(r.logs() == std::vector<std::string>{"Warning: unknown option bogus"});
  CHECK_FALSE(r.has_error_log());

  CHECK(aei.newgame());
  CHECK(aei.setposition('g', std::string(64, ' ')));
  r = aei.search(fake::kLong);
  CHECK(r.ok());
  CHECK(r.value == "Ed2n Ed3n");
  CHECK(r.info("score") == "12");
  CHECK(r.info("pv") == "Ed2n Ed3n");
  CHECK_FALSE(r.info("nodes"));
  CHECK(r.logs() == std::vector<std::string>{"Debug: thinking"});

  CHECK(aei.go_ponder());
  CHECK(aei.wait_bestmove(Millis(150)).status == ReplyStatus::kTimeout);
  CHECK(aei.stop());
  r = aei.wait_bestmove(fake::kLong);
  CHECK(r.ok());
  CHECK(r.value == "Ed2n Ed3n");

  CHECK(aei.makemove("bad steps"));
  r = aei.isready(fake::kLong);
  CHECK(r.ok());
  CHECK(r.has_error_log());

  CHECK(aei.quit(fake::kLong));
}

TEST_CASE("AeiClient: an engine that is not AEI, a crash during search, a hang") {
  SUBCASE("no protocol-version") {
    EngineProcess engine;
    fake::start(engine, {"--banner", "aeiok"});  // echo mode: says aeiok, then echoes "aei"
    AeiClient aei(engine);
    CHECK(aei.handshake(fake::kLong).status == ReplyStatus::kMalformed);
  }
  SUBCASE("crash") {
    EngineProcess engine;
    fake::start(engine, {"--mode", "aei", "--think-ms", "10000"});
    AeiClient aei(engine);
    REQUIRE(aei.handshake(fake::kLong).ok());
    CHECK(aei.go());
    CHECK(aei.send("crash"));
    auto r = aei.wait_bestmove(fake::kLong);
    CHECK(r.status == ReplyStatus::kDisconnected);
    CHECK(r.info("depth") == "1");
    auto status = engine.wait_exit(fake::kLong);
    REQUIRE(status);
    CHECK(status->signal == SIGSEGV);
  }
  SUBCASE("hang") {
    EngineProcess engine;
    fake::start(engine, {"--mode", "aei"});
    AeiClient aei(engine);
    CHECK(aei.send("hang"));
    CHECK(aei.isready(Millis(100)).status == ReplyStatus::kTimeout);
    CHECK_FALSE(aei.quit(Millis(100)));
    CHECK(engine.exit_status()->signal == SIGKILL);
  }
}
