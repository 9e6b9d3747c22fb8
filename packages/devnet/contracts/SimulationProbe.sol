// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Tests only: records what a called contract can see of the transaction that runs it —
/// the tells a contract could use to behave differently under a simulation.
contract SimulationProbe {
    event Seen(address origin, uint256 gasPrice, uint256 originBalance);

    function look() external {
        emit Seen(tx.origin, tx.gasprice, tx.origin.balance);
    }
}
